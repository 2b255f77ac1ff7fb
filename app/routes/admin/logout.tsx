/** Placeholder until the admin issue implements this screen. */
export default function Screen() {
  return <main className="p-8"><h1>logout</h1></main>;
}
