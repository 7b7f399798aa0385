/** FAQ reads, customers' questions and the staff answers. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { type ApiLang, ApiStatus } from '@contract/api';
import { faqs, questions, type SiteRow, type UserRow, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { scopedField } from '../../toolkit/fields';
import { keywordMatch, offsetOf, type Paging } from '../../toolkit/lists';
import { FAQ_CATEGORIES } from './constants';

type QuestionRow = typeof questions.$inferSelect;
export type FaqQuery = Paging & { keyword?: string; category?: string };
export type StaffQuestionQuery = Paging & { status?: 'open' | 'answered' };

const questionOut = (q: QuestionRow) => ({
  id: q.id,
  content: q.content,
  contact: q.contact,
  status: q.status,
  answer: q.answer,
  answered_at: q.answeredAt?.toISOString() ?? null,
  created_at: q.createdAt.toISOString(),
});

function trimmed(value: string, field: string, min: number): string {
  const text = value.trim();
  if ([...text].length < min) throw scopedField('content', field, text ? 'too_short' : 'empty', { limit: min });
  return text;
}

/** A page of the site's FAQ, with every category's name for the filter. */
export async function faqPage(deps: Deps, site: SiteRow, lang: ApiLang, query: FaqQuery) {
  const { db } = deps;
  const where = and(
    eq(faqs.siteId, site.id),
    eq(faqs.active, true),
    query.category ? eq(faqs.category, query.category) : undefined,
    keywordMatch(query.keyword, [faqs.questionZh, faqs.questionEn, faqs.answerZh, faqs.answerEn]),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(where)
      .orderBy(asc(faqs.category), asc(faqs.sort), asc(faqs.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(faqs).where(where),
  ]);
  return {
    list: rows.map((f) => ({
      id: f.id,
      category: f.category,
      question: pickLang(lang, f.questionZh, f.questionEn),
      answer: pickLang(lang, f.answerZh, f.answerEn),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
    categories: Object.entries(FAQ_CATEGORIES).map(([code, name]) => ({ code, name: pickLang(lang, name.zh, name.en) })),
  };
}

export async function askQuestion(deps: Deps, user: UserRow, body: { content: string; contact?: string }) {
  const now = deps.now();
  const [row] = await deps.db
    .insert(questions)
    .values({
      siteId: user.siteId,
      userId: user.id,
      content: trimmed(body.content, 'content', 5),
      contact: (body.contact ?? '').trim(),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return questionOut(row);
}

/** The customer's own questions, newest first. */
export async function myQuestions(deps: Deps, user: UserRow, paging: Paging) {
  const { db } = deps;
  const where = and(eq(questions.siteId, user.siteId), eq(questions.userId, user.id));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(paging.page_size)
      .offset(offsetOf(paging)),
    db.select({ total: count() }).from(questions).where(where),
  ]);
  return { list: rows.map(questionOut), total, page: paging.page, page_size: paging.page_size };
}

/** The site's questions with who asked; open ones oldest first, as they wait longest. */
export async function staffQuestions(deps: Deps, site: SiteRow, query: StaffQuestionQuery) {
  const { db } = deps;
  const where = and(eq(questions.siteId, site.id), query.status ? eq(questions.status, query.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ q: questions, memberCode: users.memberCode, nickname: users.nickname })
      .from(questions)
      .innerJoin(users, eq(users.id, questions.userId))
      .where(where)
      .orderBy(query.status === 'open' ? asc(questions.createdAt) : desc(questions.createdAt), asc(questions.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(questions).where(where),
  ]);
  const list = rows.map((r) => ({ ...questionOut(r.q), user_id: r.q.userId, member_code: r.memberCode, nickname: r.nickname }));
  return { list, total, page: query.page, page_size: query.page_size };
}

/** Answering again replaces the answer. */
export async function answerQuestion(deps: Deps, site: SiteRow, staff: UserRow, id: number, text: string) {
  const answer = trimmed(text, 'answer', 1);
  const now = deps.now();
  const [row] = await deps.db
    .update(questions)
    .set({ answer, status: 'answered', answeredBy: staff.id, answeredAt: now, updatedAt: now })
    .where(and(eq(questions.siteId, site.id), eq(questions.id, id)))
    .returning();
  if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'question_not_found');
  return questionOut(row);
}
