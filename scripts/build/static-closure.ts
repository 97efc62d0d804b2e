import type { OutputBundle, OutputChunk } from 'rollup';

/** The bundle's chunks that `isRoot` picks, with every chunk they import statically (what loading them loads). */
export function staticClosure(bundle: OutputBundle, isRoot: (chunk: OutputChunk) => boolean): OutputChunk[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  chunks.filter(isRoot).forEach(visit);
  return [...seen];
}
