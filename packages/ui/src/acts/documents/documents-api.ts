import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActDocument } from '@notary/domain/contracts';
import { api } from '../../http/index.ts';
import { actKeys } from '../api/acts-api.ts';

const documentsPath = (uuid: string) => `notarial_act/${encodeURIComponent(uuid)}/documents`;

/** GET …/documents: the act's documents (issue 13.2). */
export function useActDocuments(uuid: string) {
  return useQuery({ queryKey: actKeys.tab(uuid, 'documents'), queryFn: () => api.get(documentsPath(uuid)).json<ActDocument[]>() });
}

export type UploadInput = { file: File; partyId: string | null };

/**
 * POST …/documents as multipart/form-data. Silent: the tab shows the refusal
 * itself, next to the form (the size limit of a 413, the type of a 415).
 */
export function useUploadDocument(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, partyId }: UploadInput) => {
      const form = new FormData();
      if (partyId) form.append('partyId', partyId);
      form.append('file', file, file.name);
      return api.post(documentsPath(uuid), { body: form, context: { silent: true } }).json<ActDocument>();
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: actKeys.act(uuid) }),
  });
}

/** DELETE …/documents/:id (the uploader, in Preparation). */
export function useDeleteDocument(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api.delete(`${documentsPath(uuid)}/${encodeURIComponent(documentId)}`, { context: { silent: true } }).json<unknown>(),
    onSuccess: () => void client.invalidateQueries({ queryKey: actKeys.act(uuid) }),
  });
}

/** GET …/documents/:id: the file, downloaded under the name the server gives (shown at the kiosk). */
export function documentPath(uuid: string, document: Pick<ActDocument, 'id'>): string {
  return `${documentsPath(uuid)}/${encodeURIComponent(document.id)}`;
}
