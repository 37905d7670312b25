export function meta() {
  return [{ title: 'Floor' }];
}

export default function Home() {
  return <h1>Floor</h1>;
}
