// /practice-templates: a practice's shared note templates. The practice's owner and admins
// publish one of their own custom templates (again: the practice's copy is updated) and
// unpublish one; any member copies one into their own library. Members read the shared
// templates from Firestore under the rules; notes are written with them through /notes/generate.
import { Router } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { copyTemplate, publishTemplate, unpublishTemplate } from '../../practices/shared-templates';
import { practiceTemplateRefSchema } from '../../shared/practices';
import { requireUser } from '../../security/auth';
import { handle } from '../middleware/handle';

export function practiceTemplatesRouter(): Router {
  const router = Router();

  /** POST /practice-templates/publish {templateId}: one of the caller's own custom templates; answers {template}. */
  router.post(
    '/publish',
    requireUser,
    handle(async (req, res) => {
      const { templateId } = practiceTemplateRefSchema.parse(req.body);
      res.json({ template: await publishTemplate(getFirestore(), req.user.uid, templateId, Date.now()) });
    }),
  );

  /** POST /practice-templates/unpublish {templateId}: a shared template's id; answers {id}. */
  router.post(
    '/unpublish',
    requireUser,
    handle(async (req, res) => {
      const { templateId } = practiceTemplateRefSchema.parse(req.body);
      res.json(await unpublishTemplate(getFirestore(), req.user.uid, templateId, Date.now()));
    }),
  );

  /** POST /practice-templates/copy {templateId}: a shared template's id; answers {id}, the copy's in the caller's library. */
  router.post(
    '/copy',
    requireUser,
    handle(async (req, res) => {
      const { templateId } = practiceTemplateRefSchema.parse(req.body);
      res.json(await copyTemplate(getFirestore(), req.user.uid, templateId, Date.now()));
    }),
  );

  return router;
}
