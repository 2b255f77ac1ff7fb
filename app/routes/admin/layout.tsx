import { Outlet, redirect } from "react-router";

/** Placeholder guard until the admin issue implements sessions: nobody is let in. */
export function loader() {
  throw redirect("/admin/login");
}

export default function AdminLayout() {
  return <Outlet />;
}
