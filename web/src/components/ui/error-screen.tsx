/**
 * The top-level error screen. It renders outside the layout (the layout itself may have
 * failed), so it uses a plain link that reloads the site.
 */
export function ErrorScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-sand-50 px-4 text-center">
      <title>Oops! Something went wrong</title>
      <h1 className="text-3xl font-semibold text-navy-950">Oops! Something went wrong</h1>
      <p className="mt-3 max-w-md text-slate-700">Please try again later or contact support if the problem persists.</p>
      <a href="/" className="btn-primary mt-8">
        Til forsiden
      </a>
    </main>
  );
}
