/** The facts of a portfolio project (docs/product.md §3), shown on its page. */
export interface ProjectDetails {
  surface: string;
  duree: string;
  materiau: string;
  budget: string;
}
