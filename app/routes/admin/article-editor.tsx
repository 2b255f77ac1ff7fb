/** Placeholder until the admin issue implements this screen. */
export default function Screen() {
  return <main className="p-8"><h1>article-editor</h1></main>;
}
