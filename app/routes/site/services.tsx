/** Placeholder until the public-site issue implements this page. */
export default function Page() {
  return <section className="container-site py-16"><h1 className="text-3xl">services</h1></section>;
}
