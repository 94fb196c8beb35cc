export function meta() {
  return [{ title: "Tahiti 2027" }];
}

export default function Page() {
  return (
    <main>
      <h1>Tahiti 2027</h1>
      <p>The 18th Pacific Games.</p>
    </main>
  );
}
