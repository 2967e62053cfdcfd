// Placeholder until the home page issue lands.
export default function HomeRoute() {
  return <h1 className="p-8 text-3xl">Shubh Jyotish</h1>;
}
