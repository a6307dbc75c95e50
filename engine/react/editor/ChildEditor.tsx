import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { EditorConfig } from '../../core/editor';
import type { EntityMetadata } from '../../core/metadata';
import { rql } from '../../core/rql';
import { EditorGrid } from './EditorGrid';
import { useEditorController } from './useEditorController';

/** The child records of one parent in a form editor with grid (MasterDetailEditorPage loads it when a parent is selected). */
export function ChildEditor({ child, link, parentId, config }: { child: EntityMetadata; link: string; parentId: number | string; config: EditorConfig }) {
  const { pathname } = useLocation();
  const options = useMemo(() => ({ parentFilter: rql.eq(link, parentId), parentValues: { [link]: parentId }, config }), [link, parentId, config]);
  const controller = useEditorController(child, options);
  return <EditorGrid controller={controller} gridId={child.entity} pathname={pathname} />;
}

