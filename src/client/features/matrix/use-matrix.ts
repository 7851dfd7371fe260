import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Matrix, MatrixItem, MatrixItemResponse, MatrixSectionResponse } from '#shared/matrix';
import { api, ApiError } from '#client/lib/api';

/** The matrix query: its key, request and answer type in one place. */
export const matrixQueries = {
  /** The whole matrix: four fixed sections, then the person's own, items newest first. */
  matrix: () =>
    queryOptions({
      queryKey: ['matrix'] as const,
      queryFn: ({ signal }) => api<Matrix>('/api/matrix', { signal }),
      staleTime: 30_000,
      // A line may come from a day of « Mon parcours ».
      meta: { dependsOn: ['tool-written'] },
    }),
};
/** The matrix's key, tagged with its type: setQueryData and getQueryData know it holds a Matrix. */
const MATRIX_KEY = matrixQueries.matrix().queryKey;
// Mutation keys, so a refetched matrix can keep what is still being saved in view (withMutationsInFlight).
const ADD_KEY = ['matrix', 'add-item'] as const;
const DELETE_KEY = ['matrix', 'delete-item'] as const;

/** Items shown before the server has answered carry this id prefix (real ids are UUIDs). */
const PENDING_PREFIX = 'pending-';
export const isPendingItem = (item: MatrixItem) => item.id.startsWith(PENDING_PREFIX);

interface AddVariables {
  type: string;
  content: string;
  tempId: string;
}

interface DeleteVariables {
  type: string;
  item: MatrixItem;
}

function updateList(matrix: Matrix | undefined, type: string, update: (items: MatrixItem[]) => MatrixItem[]): Matrix | undefined {
  if (!matrix) return matrix;
  return {
    sections: matrix.sections.map((section) => (section.type === type ? { ...section, items: update(section.items) } : section)),
  };
}

/**
 * A matrix from the server, with what this screen is still saving kept in view: items being added
 * stay at the top of their lists and items being deleted stay hidden.
 */
function withMutationsInFlight(queryClient: QueryClient, matrix: Matrix): Matrix {
  const cache = queryClient.getMutationCache();
  const adding = cache.findAll({ mutationKey: ADD_KEY, status: 'pending' }).map((m) => m.state.variables as AddVariables);
  const deleting = new Set(
    cache.findAll({ mutationKey: DELETE_KEY, status: 'pending' }).map((m) => (m.state.variables as DeleteVariables).item.id),
  );
  return {
    sections: matrix.sections.map((section) => {
      const pending = adding.filter((add) => add.type === section.type).map((add) => ({ id: add.tempId, content: add.content }));
      return { ...section, items: [...pending.reverse(), ...section.items.filter((item) => !deleting.has(item.id))] };
    }),
  };
}

export function useMatrix() {
  return useQuery(matrixQueries.matrix());
}

let pendingCounter = 0;

/** Adds an item at the top of its list at once; it is taken back if the server refuses it. */
export function useAddItem() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ADD_KEY,
    mutationFn: ({ type, content }: AddVariables) =>
      api<MatrixItemResponse>('/api/matrix/items', { method: 'POST', body: { type, content } }),
    onMutate: async ({ type, content, tempId }) => {
      await queryClient.cancelQueries({ queryKey: MATRIX_KEY });
      queryClient.setQueryData(MATRIX_KEY, (matrix) => updateList(matrix, type, (items) => [{ id: tempId, content }, ...items]));
    },
    onSuccess: ({ item }, { type, tempId }) => {
      queryClient.setQueryData(MATRIX_KEY, (matrix) =>
        updateList(matrix, type, (items) => {
          const rest = items.filter((existing) => existing.id !== item.id);
          return rest.some((existing) => existing.id === tempId)
            ? rest.map((existing) => (existing.id === tempId ? item : existing))
            : [item, ...rest];
        }),
      );
    },
    onError: (_error, { type, tempId }) => {
      queryClient.setQueryData(MATRIX_KEY, (matrix) => updateList(matrix, type, (items) => items.filter((item) => item.id !== tempId)));
    },
  });
  return (type: string, content: string) => {
    pendingCounter += 1;
    return mutation.mutateAsync({ type, content, tempId: `${PENDING_PREFIX}${pendingCounter}` });
  };
}

/** Removes an item at once; it comes back in its place if the server could not delete it. */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: DELETE_KEY,
    mutationFn: async ({ item }: DeleteVariables) => {
      try {
        await api<void>(`/api/matrix/items/${encodeURIComponent(item.id)}`, { method: 'DELETE' });
      } catch (error) {
        // Already gone (deleted in another tab): what the person wanted.
        if (error instanceof ApiError && error.status === 404) return;
        throw error;
      }
    },
    onMutate: async ({ type, item }) => {
      await queryClient.cancelQueries({ queryKey: MATRIX_KEY });
      const section = queryClient.getQueryData(MATRIX_KEY)?.sections.find((candidate) => candidate.type === type);
      const index = section?.items.findIndex((existing) => existing.id === item.id) ?? -1;
      queryClient.setQueryData(MATRIX_KEY, (matrix) =>
        updateList(matrix, type, (items) => items.filter((existing) => existing.id !== item.id)),
      );
      return { index };
    },
    onError: (_error, { type, item }, context) => {
      queryClient.setQueryData(MATRIX_KEY, (matrix) =>
        updateList(matrix, type, (items) => {
          if (items.some((existing) => existing.id === item.id)) return items;
          const at = Math.min(Math.max(context?.index ?? 0, 0), items.length);
          return [...items.slice(0, at), item, ...items.slice(at)];
        }),
      );
    },
  });
  return (type: string, item: MatrixItem) => mutation.mutateAsync({ type, item });
}

/** Creates a section; it is shown after the others once the server has given it an id. */
export function useCreateSection() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: { title: string; description: string }) =>
      api<MatrixSectionResponse>('/api/matrix/sections', { method: 'POST', body: input }),
    onSuccess: ({ section }) => {
      queryClient.setQueryData(MATRIX_KEY, (matrix) =>
        matrix && !matrix.sections.some((existing) => existing.type === section.type)
          ? { sections: [...matrix.sections, section] }
          : matrix,
      );
    },
  });
  return mutation.mutateAsync;
}

/** Renames one of the person's own sections (issue 16); its items stay. */
export function useUpdateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, ...input }: { sectionId: string; title: string; description: string }) =>
      api<MatrixSectionResponse>(`/api/matrix/sections/${encodeURIComponent(sectionId)}`, { method: 'PUT', body: input }),
    onSuccess: ({ section }) => {
      queryClient.setQueryData(MATRIX_KEY, (matrix) =>
        matrix
          ? {
              sections: matrix.sections.map((existing) =>
                existing.type === section.type ? { ...existing, title: section.title, description: section.description } : existing,
              ),
            }
          : matrix,
      );
    },
  });
}

/** Deletes one of the person's own sections with its items. */
export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sectionId: string) => api<void>(`/api/matrix/sections/${encodeURIComponent(sectionId)}`, { method: 'DELETE' }),
    onSuccess: (_nothing, sectionId) => {
      queryClient.setQueryData(MATRIX_KEY, (matrix) =>
        matrix ? { sections: matrix.sections.filter((existing) => existing.sectionId !== sectionId) } : matrix,
      );
    },
  });
}

/** Asks Janne for ideas; the server answers with the whole matrix, her items at the top. */
export function useAskJanne() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Matrix>('/api/matrix/suggestions', { method: 'POST' }),
    onMutate: () => queryClient.cancelQueries({ queryKey: MATRIX_KEY }),
    onSuccess: (matrix) => {
      queryClient.setQueryData(MATRIX_KEY, withMutationsInFlight(queryClient, matrix));
    },
  });
}
