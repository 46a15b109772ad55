import { parse } from 'yaml';

/**
 * How the checks (`npm run check:content`, and the build's createPages) read a content file's front
 * matter. YAML's core schema keeps `date: 2026-13-01` as the text typed
 * (the default schema makes it a Date and rolls it over to January 2027), so the date check sees
 * what was written. A syntax error is one line with its line number and no stack.
 */
export class FrontMatterError extends Error {
  readonly line: number;
  readonly problem: string;
  constructor(line: number, problem: string) {
    super(`line ${line}: ${problem}`);
    this.line = line;
    this.problem = problem;
  }
}

export function parseFrontMatter(text: string): object {
  try {
    return (parse(text, { schema: 'core' }) ?? {}) as object;
  } catch (e) {
    const error = e as Error & { linePos?: { line: number }[] };
    // gray-matter hands over the text after the opening "---", its newline included: lines match the file's.
    const line = error.linePos?.[0]?.line ?? 1;
    const reason = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    const source = text.split('\n')[line - 1] ?? '';
    const quoted = /^(\s*[\w-]+):\s*(.*:\s.*)$/.exec(source);
    const hint = quoted
      ? `; a value containing ": " needs quotes, e.g. ${quoted[1]!.trim()}: ${JSON.stringify(quoted[2]!.trim())}`
      : '';
    throw new FrontMatterError(line, `the front matter is not valid YAML (${reason})${hint}`);
  }
}
