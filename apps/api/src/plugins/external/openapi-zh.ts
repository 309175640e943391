/**
 * The Chinese twins of the OpenAPI document's English texts (API info, operation summaries and
 * descriptions, parameter and response descriptions), keyed by the English text as the route schemas (or
 * @fastify/swagger, for 'Default Response') write it. `withChinese` adds them to the generated document as
 * `x-zh` vendor extensions, which the web app's /api page shows when the interface is in Chinese.
 *
 * A new or reworded English text needs its entry here: openapi.test.ts fails on any text without a twin
 * and on any entry no longer used.
 */
export const ZH: Readonly<Record<string, string>> = {
  // The document itself
  'Rewrite stiff, formulaic drafts into clear prose. Errors always have the body {"detail": "..."}.':
    '把生硬、套路化的草稿改写成清晰的文字。错误响应的响应体始终为 {"detail": "..."}。',
  'Default Response': '默认响应',

  // health
  'Liveness: the process is up': '存活检查：进程正在运行',
  'Readiness: the database (and Redis when configured) answer':
    '就绪检查：数据库（以及已配置的 Redis）能够响应',
  'Prometheus metrics': 'Prometheus 指标',
  'Process, HTTP, queue and engine metrics in the Prometheus text exposition format.':
    '以 Prometheus 文本暴露格式提供的进程、HTTP、队列和引擎指标。',
  'Prometheus text format (version 0.0.4)': 'Prometheus 文本格式（0.0.4 版）',

  // rewrite
  'Rewrite 10 to 3000 words; charges one credit per input word':
    '改写 10 到 3000 词的文本；每个输入词扣除 1 积分',
  'Send an Idempotency-Key header to make retries safe: a repeated key returns the first result and is never charged twice.':
    '发送 Idempotency-Key 请求头即可安全重试：重复的键会返回第一次的结果，且绝不会重复扣费。',
  'Retrying with the same key returns the first result and never charges twice':
    '使用相同的键重试会返回第一次的结果，且绝不会重复扣费',
  'Rewrite a long text in segments processed in parallel': '把长文本分段并行改写',
  'The text is split at paragraph (else sentence) boundaries into segments of at most max_words_per_segment words and merged back with paragraphs intact. With follow: true or Prefer: respond-async the answer is 202 {job_id}; follow it at GET /jobs/{id}/events.':
    '文本按段落边界（否则按句子边界）切分为每段不超过 max_words_per_segment 词的分段，改写后再合并，段落结构保持不变。传入 follow: true 或 Prefer: respond-async 时返回 202 {job_id}；可通过 GET /jobs/{id}/events 跟踪进度。',
  'Words rewritten today across the service (from the ledger)': '全站今日已改写的词数（来自积分账本）',
  'A real before/after produced by the engine from a fixed sample paragraph':
    '引擎对一段固定示例文字生成的真实改写前后对照',

  // jobs
  'A job: status, segments done and total, and its result once it succeeded':
    '查询任务：状态、已完成分段数和总分段数，成功后还包括结果',
  'Cancel a queued or running job; its words are refunded in full':
    '取消排队中或运行中的任务；所扣积分全额退还',
  'Job progress as server-sent events': '以服务器发送事件（SSE）推送任务进度',
  '`event: progress` {segments_done, segments_total} as segments finish, then `event: done` with the result (or `event: error` {status, detail}); comment lines as heartbeats. Works for finished jobs too. Authenticate with the bearer header or ?access_token=.':
    '每完成一个分段发送 `event: progress` {segments_done, segments_total}，最后发送带结果的 `event: done`（或 `event: error` {status, detail}）；注释行用作心跳。已结束的任务同样适用。可通过 Bearer 请求头或 ?access_token= 认证。',
  'For EventSource, which cannot send headers': '供 EventSource 使用，因为它无法发送请求头',
  'text/event-stream': '服务器发送事件流（text/event-stream）',

  // history
  'My past rewrites, newest first': '我的改写历史记录，最新的在前',
  'Page number, from 1 (default 1)': '页码，从 1 开始（默认 1）',
  'Items per page, 1 to 100 (default 20)': '每页条数，1 到 100（默认 20）',
  'One past rewrite in full': '一条改写记录的完整内容',
  'The rewrite id': '改写记录的 ID',
  'Delete a past rewrite; its texts are removed from the server': '删除一条改写记录；其文本会从服务器上移除',
  Deleted: '已删除',
  'Download a rewrite as .txt or .docx, or its change log (Markdown)':
    '以 .txt 或 .docx 格式下载改写结果，或下载其修改记录（Markdown）',
  "The change log's language (default: English)": '修改记录的语言（默认：英文）',
  "The writer's IANA time zone (e.g. Europe/Berlin) for the date in the file name of a pasted text (rewrite-YYYY-MM-DD-HHmm); UTC when absent or unknown":
    '作者所在的 IANA 时区（如 Europe/Berlin），用于粘贴文本下载时文件名中的日期（rewrite-YYYY-MM-DD-HHmm）；未提供或无法识别时使用 UTC',
  'The file': '文件',

  // documents
  'Upload a document (.txt, .md or .docx) to rewrite as a background job':
    '上传文档（.txt、.md 或 .docx），作为后台任务改写',
  'multipart/form-data with `file` and optional fields `language` and `options` (JSON). Headings and code blocks are kept as written. The whole document is charged up front (one credit per word) and refunded if the job fails or is cancelled. Answers 202 {job_id}; follow the job at GET /jobs/{id}/events and download the result from GET /history/{rewrite_id}/download.':
    '以 multipart/form-data 提交，包含 `file` 以及可选字段 `language` 和 `options`（JSON）。标题和代码块保持原样。整篇文档的积分预先扣除（每词 1 积分），任务失败或被取消时全额退还。返回 202 {job_id}；可通过 GET /jobs/{id}/events 跟踪任务，并从 GET /history/{rewrite_id}/download 下载结果。',

  // auth
  'Create an account and e-mail a verification code': '创建账户并通过邮件发送验证码',
  'Answers the same whether or not the address is already registered (a registered owner is told by e-mail instead). Error codes: invalid_email, password_too_short, password_too_long, password_too_common, rate_limited.':
    '无论该邮箱是否已注册，响应都相同（已注册邮箱的所有者会改为收到一封邮件告知）。错误代码：invalid_email、password_too_short、password_too_long、password_too_common、rate_limited。',
  'Invite code from /register?invite=CODE': '来自 /register?invite=CODE 的邀请码',
  "'zh' for Chinese e-mails; default from Accept-Language":
    "传 'zh' 则发送中文邮件；默认依据 Accept-Language",
  'Verify the e-mail address with the code; grants the 5000-word trial':
    '用验证码验证邮箱；验证后获得 5000 词免费试用',
  'Error codes: verification_failed, invalid_code, code_expired, code_locked (after 5 wrong tries), invalid_email, rate_limited.':
    '错误代码：verification_failed、invalid_code、code_expired、code_locked（输错 5 次后）、invalid_email、rate_limited。',
  'Send a new verification code': '重新发送验证码',
  'Refused with 429 and Retry-After within 30 s of the last code (resend_cooldown), unless wrong tries locked that code, or past the daily cap (resend_limit).':
    '距上一个验证码不足 30 秒时拒绝，返回 429 和 Retry-After（resend_cooldown），除非该验证码已因输错被锁定；超过每日上限时同样拒绝（resend_limit）。',
  'Sign in (OAuth2 password flow, form-encoded); verified accounts only':
    '登录（OAuth2 密码模式，表单编码）；仅限已验证邮箱的账户',
  'Error codes: invalid_credentials (401, the same for an unknown address and a wrong password), email_not_verified (403), invalid_email, password_too_short, rate_limited.':
    '错误代码：invalid_credentials（401，邮箱不存在与密码错误时相同）、email_not_verified（403）、invalid_email、password_too_short、rate_limited。',
  'E-mail a password reset link': '通过邮件发送密码重置链接',
  'Answers the same whether or not an account has this address.': '无论是否有账户使用该邮箱，响应都相同。',
  'Set a new password with the token from the reset link; signs out every session':
    '使用重置链接中的令牌设置新密码；所有会话都会退出登录',
  'Error codes: invalid_reset_token (unknown or already used), reset_token_expired, password_too_short, password_too_long, password_too_common.':
    '错误代码：invalid_reset_token（未知或已使用）、reset_token_expired、password_too_short、password_too_long、password_too_common。',
  'Sign in or sign up with a Google ID token': '使用 Google ID 令牌登录或注册',
  'Error codes: invalid_google_token (401), google_email_not_verified (403), google_not_configured (400: no GOOGLE_CLIENT_ID), google_unavailable (503: Google keys unreachable), rate_limited.':
    '错误代码：invalid_google_token（401）、google_email_not_verified（403）、google_not_configured（400：未配置 GOOGLE_CLIENT_ID）、google_unavailable（503：无法获取 Google 密钥）、rate_limited。',

  // users
  'The signed-in user: balance, subscription, language, invite code':
    '当前登录用户：积分余额、订阅、语言和邀请码',

  // dev-mailbox
  'Outbox e-mails, newest first (development only)': '发件箱中的邮件，最新的在前（仅限开发环境）',
  'Only e-mails to this address': '仅显示发往该地址的邮件',
  'At most this many (1–999)': '最多返回的数量（1–999）',
  'Outbox e-mails as a page (development only)': '以网页形式显示发件箱中的邮件（仅限开发环境）',
  'One outbox e-mail as its HTML body (development only)': '以 HTML 正文显示一封发件箱邮件（仅限开发环境）',

  // plans and billing
  'The subscription plans; with a bearer token the payment links are prefilled for the user':
    '订阅套餐；携带 Bearer 令牌时，付款链接会预填该用户的信息',
  'Stripe webhook (signed by Stripe; applies each event exactly once)':
    'Stripe Webhook（由 Stripe 签名；每个事件只处理一次）',
  'Verifies the Stripe-Signature header on the raw body. Handles checkout.session.completed, checkout.session.async_payment_succeeded, invoice.paid / invoice.payment_succeeded (renewals), customer.subscription.updated and customer.subscription.deleted; acknowledges every other type.':
    '基于原始请求体校验 Stripe-Signature 请求头。处理 checkout.session.completed、checkout.session.async_payment_succeeded、invoice.paid / invoice.payment_succeeded（续订）、customer.subscription.updated 和 customer.subscription.deleted；其他类型的事件只确认接收。',
  'Cancel the subscription: a Stripe customer-portal link, or how to cancel by e-mail':
    '取消订阅：返回 Stripe 客户门户链接，或说明如何通过邮件取消',

  // invites
  'Whether an invite code exists (case-insensitive)': '查询邀请码是否存在（不区分大小写）',
  'My invite code and link (created on first request)': '我的邀请码和邀请链接（首次请求时创建）',
  'Get my invite code, creating it if needed (a user only ever has one)':
    '获取我的邀请码，尚未创建时自动创建（每个用户只有一个）',
  "Redeem a friend's invite code (once per account, never your own)":
    '使用好友的邀请码（每个账户仅限一次，不能使用自己的）',
  'Both sides get the reward once the caller has verified their e-mail; before that it is recorded and granted on verification.':
    '调用方验证邮箱后，双方都会获得奖励；在此之前会先记录，待验证后再发放。',
  'The invite code (case-insensitive)': '邀请码（不区分大小写）',
  'My invite statistics and the leaderboard': '我的邀请统计和排行榜',
};

/** The Chinese twins carried by one object of the document. */
export type ChineseTwin = Partial<Record<'summary' | 'description', string>>;

const OPERATIONS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

/** Sets `x-zh` on `holder` with the twin of each of `fields` that has English text and an entry in ZH. */
function addTwin(holder: unknown, fields: readonly (keyof ChineseTwin)[]): void {
  if (!isObject(holder)) return;
  const twin: ChineseTwin = {};
  for (const field of fields) {
    const english = holder[field];
    const chinese = typeof english === 'string' ? ZH[english] : undefined;
    if (chinese) twin[field] = chinese;
  }
  if (Object.keys(twin).length > 0) holder['x-zh'] = twin;
}

/**
 * A copy of the generated OpenAPI document in which the info, every path item and operation
 * (summary, description), every parameter and every response (description) carry their Chinese twins as
 * `x-zh`. A text without an entry is left English only (the web page then shows the English).
 */
export function withChinese<T extends object>(document: T): T {
  const copy = structuredClone(document) as Loose;
  addTwin(copy.info, ['description']);
  for (const item of Object.values(isObject(copy.paths) ? copy.paths : {})) {
    if (!isObject(item)) continue;
    addTwin(item, ['summary', 'description']);
    for (const [method, operation] of Object.entries(item)) {
      if (!OPERATIONS.has(method) || !isObject(operation)) continue;
      addTwin(operation, ['summary', 'description']);
      for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : []) {
        addTwin(parameter, ['description']);
      }
      for (const response of Object.values(isObject(operation.responses) ? operation.responses : {})) {
        addTwin(response, ['description']);
      }
    }
  }
  return copy as T;
}
