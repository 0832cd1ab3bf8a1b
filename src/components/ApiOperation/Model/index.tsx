/**
 * The body of a model's page (a named schema of components.schemas), laid out like an operation page:
 * the description, the example beside the fields on wide screens, then the operations that send or
 * return the model and the models that contain it. Renders props only; the template queries the node.
 */
import React from "react"
import type { ModelData } from "../../../lib/openapi/types"
import { MODEL_SECTIONS, modelHeadings } from "../../../lib/openapi/headings"
import { SECTION_CLASS } from "../../../lib/doc-sections"
import SectionHeading from "../SectionHeading"
import Markdown from "../Markdown"
import SchemaTree from "../SchemaTree"
import HighlightedCode from "../HighlightedCode"
import OperationList from "../OperationList"
import Link from "../../Link"
import { CurrentModel } from "../TypeName"
import { apiLabels } from "../labels"
import * as styles from "../styles.module.css"

export type ApiModelData = Pick<
  ModelData,
  "name" | "route" | "typeLabel" | "description" | "schema" | "example" | "exampleGenerated" | "usedBy" | "usedIn"
>

export const hasFields = (model: Pick<ModelData, "schema">): boolean => Boolean(model.schema.children?.length)

/** The page outline, for the table of contents: the same list the page renders. */
export const headingsOfModel = (model: ApiModelData) =>
  modelHeadings({ hasFields: hasFields(model), usedByCount: model.usedBy.length, usedInCount: model.usedIn.length })

function Section({
  section,
  children,
}: {
  section: (typeof MODEL_SECTIONS)[keyof typeof MODEL_SECTIONS]
  children: React.ReactNode
}) {
  return (
    <section className={SECTION_CLASS} aria-labelledby={section.id}>
      <SectionHeading level={2} id={section.id} text={section.title} />
      {children}
    </section>
  )
}

/** "Model" and the schema's type, shown above the page title. */
export function ModelEyebrow({ typeLabel }: { typeLabel: string }): JSX.Element {
  return (
    <p className={styles.eyebrow}>
      <span className={styles.kind}>{apiLabels.model}</span>
      <code className={styles.path}>{typeLabel}</code>
    </p>
  )
}

export default function ApiModel({ model }: { model: ApiModelData }): JSX.Element {
  return (
    <CurrentModel.Provider value={model.name}>
      <div className={styles.operation}>
        <div className={styles.lead}>
          <Markdown text={model.description} className={styles.description} />
        </div>

        <aside className={styles.side} aria-label={apiLabels.modelExample}>
          <div className={styles.sideInner}>
            <Section section={MODEL_SECTIONS.example}>
              {model.exampleGenerated ? <p className={styles.meta}>{apiLabels.generatedExample}</p> : null}
              <HighlightedCode code={model.example} lang="json" />
            </Section>
          </div>
        </aside>

        <div className={styles.reference}>
          <Section section={hasFields(model) ? MODEL_SECTIONS.fields : MODEL_SECTIONS.schema}>
            {/* The description is the page's lead: the tree starts at the fields. Marked as a request's
                are: "required" is what the schema requires, whichever way the model travels. */}
            <SchemaTree node={{ ...model.schema, description: undefined }} mode="request" />
          </Section>

          {model.usedBy.length > 0 ? (
            <Section section={MODEL_SECTIONS.usedBy}>
              <p>{apiLabels.usedByIntro(model.name, model.usedBy.length)}</p>
              <OperationList
                label={apiLabels.usedByLabel(model.name)}
                operations={model.usedBy.map((use) => ({ ...use, detail: use.where.join(", ") }))}
              />
            </Section>
          ) : null}

          {model.usedIn.length > 0 ? (
            <Section section={MODEL_SECTIONS.usedIn}>
              <ul>
                {model.usedIn.map((container) => (
                  <li key={container.name}>
                    <Link to={container.route}>
                      <code>{container.name}</code>
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
      </div>
    </CurrentModel.Provider>
  )
}
