// The connections of the document tree: a folder's entries (folderContent,
// DocumentElement.children) and a document's revisions (DocumentElement.revisions).
import { pageType } from '../common/page.ts';
import { DocumentElement, DocumentRevision } from './types.ts';

export const DocumentElementPage = pageType('DocumentElement', DocumentElement);
export const DocumentRevisionPage = pageType('DocumentRevision', DocumentRevision);
