// The part of Prism the preview uses (prismjs ships no types; gatsby-remark-prismjs runs it at build).
declare module 'prismjs' {
  type Grammar = Record<string, unknown>;
  const Prism: {
    languages: Record<string, Grammar | undefined>;
    highlight: (text: string, grammar: Grammar, language: string) => string;
  };
  export default Prism;
}
declare module 'prismjs/components/*';
