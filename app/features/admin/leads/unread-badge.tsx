import { useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { btnSmall } from "#app/ui/buttons.ts";
import { EnsureQueryClient } from "./query";
import { adminPaths } from "#app/lib/paths.ts";

function Badge() {
  const { data } = useQuery<{ count: number }>({ queryKey: ["/api/leads/unread-count"], refetchOnMount: "always" });
  const count = data?.count ?? 0;
  return (
    <Link
      to={adminPaths.leads}
      className={btnSmall}
      aria-label={count ? `Demandes : ${count} non lue${count > 1 ? "s" : ""}` : "Demandes"}
    >
      <Inbox aria-hidden="true" className="size-4" />
      Demandes
      {count > 0 && (
        <span
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs leading-5 font-bold text-white"
          aria-hidden="true"
        >
          {count}
        </span>
      )}
    </Link>
  );
}

/** Link to the inbox with the number of unread requests (for the dashboard). */
export function UnreadLeadsBadge() {
  return (
    <EnsureQueryClient>
      <Badge />
    </EnsureQueryClient>
  );
}
