// gatsby-plugin-sharp ships no types; this is the one function used here (what gatsbyImageData calls).
declare module 'gatsby-plugin-sharp' {
  export function generateImageData(options: {
    file: unknown;
    args: Record<string, unknown>;
    pathPrefix?: string;
    reporter: unknown;
    cache: unknown;
  }): Promise<unknown>;
}
