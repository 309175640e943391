/**
 * Everyday Markdown passages written for the structure tests (not taken from the corpus): how-tos, a team
 * update, release notes, a recipe, a README and a help-centre article, in the stiff style the engine edits,
 * with headings, nested lists, numbered steps, bold labels, blockquotes, inline code, links, tables and fenced
 * code. Whatever the engine rewrites in them, every Markdown marker must come back as written.
 */
export const MARKDOWN_PASSAGES: Readonly<Record<string, string>> = Object.freeze({
  'python-venv': `# How to Set Up a Python Virtual Environment

In today's fast-paced world of software development, managing dependencies can feel like an uphill battle. It is important to note that a virtual environment keeps each project's packages separate. In this guide, we'll walk you through the process step by step.

## Prerequisites

- Python 3.10 or later
- A terminal you are comfortable with
  - On Windows, we recommend [Windows Terminal](https://aka.ms/terminal)
  - On macOS, the built-in Terminal app works well

## Step-by-Step Instructions

1. **Create the environment.** Additionally, make sure you are in your project folder before you run \`python -m venv .venv\`.
2. **Activate it.** On macOS and Linux, run the following command:

    \`\`\`bash
    source .venv/bin/activate
    # It is important to note that this line is code, not prose.
    \`\`\`

3. **Install your packages.** Furthermore, it is a good idea to utilize a \`requirements.txt\` file.

> **Tip:** It is worth noting that you can leave the environment at any time with \`deactivate\`.

For more details, see the [official documentation](https://docs.python.org/3/library/venv.html "venv docs") or our [troubleshooting page](./troubleshooting.md#it-is-broken).
`,

  'team-update': `Subject: Q3 Engineering Update

Hi team,

I hope this email finds you well. I wanted to reach out and share a quick overview of what we accomplished in Q3, as well as what lies ahead.

**Key takeaway:** Additionally, the team shipped the new billing system two weeks ahead of schedule.

Here's a summary of the highlights:

- **Reliability:** Furthermore, uptime reached 99.95% across all regions.
- **Performance:** Moreover, we reduced p95 latency from 480 ms to 210 ms.
  - The biggest win came from caching in the \`orders\` service.
  - It is worth noting that the search index rebuild also played a pivotal role.
- **Hiring:** We welcomed four new engineers, and it is important to note that onboarding now takes one week.

| Metric | Q2 | Q3 |
| --- | --- | --- |
| Uptime | 99.90% | 99.95% |
| It is important to note | utilize | leverage |

One of our customers put it best:

> It is truly a game-changer for our team. Furthermore, the new invoices are much clearer.
> > Additionally, it is nice that refunds are faster.

Thank you for your continued hard work and dedication. Let's keep the momentum going!

Best,
Priya
`,

  'release-notes': `# Release Notes: Version 2.4

We are thrilled to announce the release of version 2.4! This update represents a pivotal shift in how you can leverage automation in your workflows.

## What's New

### Scheduled Reports

You can now schedule reports to run daily, weekly or monthly. To get started, navigate to **Settings → Reports** and click **New schedule**.

### Improved Search

- Search results now load up to 3x faster.
- You can filter by date with \`before:2024-06-01\` and \`after:2024-01-01\`.
- *Note:* It is important to note that saved searches from version 2.3 will be migrated automatically.

## Bug Fixes

1. Fixed an issue where exports would fail for files larger than 2 GB.
2. Fixed a crash that occurred when users utilized the \`--verbose\` flag.
3. Addressed a problem where notifications were sent twice.

**Note:** Please rest assured that your existing data will not be affected by this update.

For the full changelog, please refer to our [GitHub releases page][releases].

[releases]: https://github.com/example/app/releases
`,

  'grandmas-bread': `## Grandma's Famous Banana Bread

There's nothing quite like the smell of freshly baked banana bread wafting through the kitchen. This recipe has been passed down through three generations, and it is truly a testament to the power of simple ingredients.

### Ingredients

- 3 ripe bananas
- 1/3 cup melted butter
- 3/4 cup sugar
- 1 1/2 cups all-purpose flour

### Instructions

1. **Preheat the oven.** Set it to 350°F (175°C) and grease a 9x5-inch loaf pan.
2. **Mash the bananas.** Additionally, stir in the melted butter until it is smooth.
3. **Mix everything.** It is crucial to note that you should not overmix the batter.
4. **Bake.** Bake for 60 minutes, or until a toothpick comes out clean.

> My grandmother always said:
> > "It is the love you put in that makes it taste good."
>
> And honestly, she was right.

*Pro tip:* Moreover, you can add a handful of walnuts for extra crunch.

---

Happy baking! Let me know in the comments how your loaf turned out.
`,

  'readme-onboarding': `Getting Started with Orbit CLI
==============================

Orbit CLI is a robust, seamless tool that empowers developers to deploy applications with ease. In this section, we'll delve into the basics.

Installation
------------

Install the CLI with npm:

~~~sh
npm install -g orbit-cli
orbit login   # It is important to note that you need an account first
~~~

## Common Commands

| Command | What it does |
|---------|--------------|
| \`orbit deploy\` | Deploys the current project. It is important to note that this is irreversible. |
| \`orbit logs\` | Shows logs in order to help you utilize debugging tools |

## Configuration

Create a file named \`orbit.config.json\` in the root of your project. Furthermore, it is essential to set the \`region\` field, as it plays a crucial role in latency.

- **region** — the data centre to deploy to (default: \`us-east-1\`)
- **replicas** — the number of instances to run

Need help? Visit <https://orbit.example.com/support> or email support@example.com.
`,

  'help-centre': `# Why Was My Order Delayed?

We understand that waiting for an order can be frustrating, and we sincerely apologize for any inconvenience this may have caused.

## Common Reasons for Delays

- **Weather:** Severe weather can affect delivery routes. Rest assured, our carriers resume service as soon as it is safe.
- **High demand:** During peak seasons, it is not uncommon for orders to take 2–3 extra days.
- **Address issues:** If the address is incomplete, the carrier may hold the package.
  1. Check your address in **Account → Orders**.
  2. If something looks wrong, contact us at [our support page](https://example.com/help?topic=address&lang=en).

## What You Can Do

**Q:** Can I track my order?
**A:** Additionally, you can track every order from the \`Orders\` tab in the app.

> "Please rest assured that we are doing everything we can to get your order to you as quickly as possible."
> — The Customer Care Team

If you have any further questions, please don't hesitate to reach out. We're more than happy to help!
`,
});
