// The edit form's state: title, section headings (add, remove, reorder) and prompt, checked
// against the library's schema before saving.
import { useRef, useState, type FormEvent } from 'react';
import { cleanContent, templateContentSchema, type TemplateContent } from '@shared/note-library';

export type TemplateField = 'title' | 'sections' | 'prompt';

/** A section heading with a key that stays with it while headings move. */
export interface SectionRow {
  key: number;
  text: string;
}

/** The form starts from `initial`; `onValid` gets the cleaned content when it passes the schema. */
export function useTemplateForm(initial: TemplateContent, onValid: (content: TemplateContent) => void) {
  const nextKey = useRef(initial.sections.length);
  const [title, setTitle] = useState(initial.title);
  const [rows, setRows] = useState<SectionRow[]>(() => initial.sections.map((text, key) => ({ key, text })));
  const [prompt, setPrompt] = useState(initial.prompt);
  const [invalid, setInvalid] = useState<Set<TemplateField>>(new Set());

  const sections = {
    rows,
    add: () => setRows((list) => [...list, { key: nextKey.current++, text: '' }]),
    edit: (key: number, text: string) => setRows((list) => list.map((x) => (x.key === key ? { ...x, text } : x))),
    remove: (key: number) => setRows((list) => list.filter((x) => x.key !== key)),
    move: (index: number, by: -1 | 1) =>
      setRows((list) => {
        const next = [...list];
        [next[index], next[index + by]] = [next[index + by], next[index]];
        return next;
      }),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = templateContentSchema.safeParse(cleanContent({ title, sections: rows.map((r) => r.text), prompt }));
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => issue.path[0] as TemplateField)));
      return;
    }
    setInvalid(new Set());
    onValid(parsed.data);
  }

  return { title, setTitle, prompt, setPrompt, sections, invalid, submit };
}
