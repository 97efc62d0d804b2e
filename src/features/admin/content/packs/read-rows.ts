/** The rows a read answered, or an error: an export never goes on with a part of the content missing. */
export const must = <T>({ data, error }: { data: T; error: { message: string } | null }): NonNullable<T> => {
  if (error || data === null || data === undefined) throw new Error(error?.message ?? 'not found');
  return data as NonNullable<T>;
};
