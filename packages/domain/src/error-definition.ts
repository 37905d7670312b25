/** One entry of the error table: its HTTP status and its message in every language of the shop. */
export interface ErrorDefinition {
  status: number;
  ru: string;
  uz: string;
}
