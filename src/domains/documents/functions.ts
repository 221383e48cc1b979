// The documents area's functions (migrations/*_documents_functions): the name
// here equals the row's name.
export const DOCUMENT_FUNCTIONS = {
  /** Role-based read level on a customer's document space. */
  viewDocuments: 'viewDocuments',
  /** Role-based write level (implies viewDocuments). */
  editDocuments: 'editDocuments',
  /** Access management and lock breaking (held through DOCUMENT-MANAGER). */
  manageDocuments: 'manageDocuments',
} as const;
