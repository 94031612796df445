/** A content collection, validated and rendered at build (build/content/): typed by the module that reads it. */
declare module "virtual:content/*" {
  const data: unknown;
  export default data;
}
