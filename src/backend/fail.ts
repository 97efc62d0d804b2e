/** Turns a supabase-js error result into a thrown Error carrying the server's message. */
export function fail(error: { message: string }): never {
  throw new Error(error.message);
}
