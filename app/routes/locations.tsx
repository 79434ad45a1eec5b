// In progress: replaced by the page implementation before this lands.
export default function InProgress() {
  return <h1>In progress</h1>;
}
