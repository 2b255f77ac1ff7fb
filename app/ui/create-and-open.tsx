import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "#app/lib/api-client.ts";

/**
 * A button that creates something through the API, then opens its page (« Créer un devis »,
 * « Ouvrir le chantier »); a refusal is shown beside it, in French.
 */
export function CreateAndOpenButton({
  label,
  create,
  pathOf,
  className,
}: {
  label: string;
  create: () => Promise<{ id: number }>;
  pathOf: (id: number) => string;
  className: string;
}) {
  const navigate = useNavigate();
  const [error, setError] = useState("");
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() =>
          void create().then(
            (created) => navigate(pathOf(created.id)),
            (err: unknown) => setError(errorMessage(err)),
          )
        }
      >
        {label}
      </button>
      {error && <span className="text-sm text-danger">{error}</span>}
    </>
  );
}
