/** The shapes of the chantiers API (server/modules/chantiers/service.ts), as the admin reads them. */
export interface ChantierStepView {
  step: string;
  plannedStart: string | null;
  plannedEnd: string | null;
  doneOn: string | null;
}

export interface ChantierPhotoView {
  id: number;
  state: string;
  visibleToClient: boolean;
  caption: string;
  takenAt: string;
  takenByName: string;
  url: string;
  thumbUrl: string;
  width: number | null;
  height: number | null;
}

export interface ChantierSummary {
  id: number;
  title: string;
  status: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  street: string;
  postalCode: string;
  commune: string;
  leadId: number | null;
  devisId: number | null;
  updatedAt: string;
  steps: ChantierStepView[];
  members: { id: number; name: string }[];
}

export interface ChantierDetail extends ChantierSummary {
  /** The form its lead came from (the lead's address in the admin), null without a lead. */
  leadType: string | null;
  office: boolean;
  /** The portfolio projects made from this chantier (« Publier en réalisation »). */
  projects?: { id: number; editUrl: string }[];
  assignable: { id: number; name: string; role: string }[];
  photos: ChantierPhotoView[];
  notes: { id: number; body: string; authorName: string; createdAt: string }[];
  messages: { id: number; from: "office" | "client"; body: string; authorName: string; createdAt: string }[];
  documents: { id: number; kind: string; title: string; visibleToClient: boolean; url: string }[];
  access: { active: { createdAt: string; createdByName: string } | null; views: number; lastViewAt: string | null };
}
