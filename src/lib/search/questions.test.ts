import { indexedQuestion, parseQuestions, questionRoute, unknownQuestionRoutes, MAX_QUESTION_LENGTH } from "./questions"
import { indexWords } from "./tokenize"

const FILE = "content/search-questions.json"

describe("parseQuestions", () => {
  it("reads section routes and their questions, trimmed", () => {
    const map = parseQuestions(
      { questions: { "/commands/block#timed-blocks": [" block someone for a week "], "/": ["what is pollaris"] } },
      FILE
    )
    expect([...map]).toEqual([
      ["/commands/block#timed-blocks", ["block someone for a week"]],
      ["/", ["what is pollaris"]],
    ])
  })

  it.each([
    [
      null,
      'content/search-questions.json: expected an object { "questions": { "/page#section": ["a reader\'s question", ...] } }',
    ],
    [{ questions: ["a"] }, "expected an object"],
    [{ questions: { "commands/block": ["a"] } }, '"commands/block" is not a route of the docs'],
    [{ questions: { "/commands/block#Timed Blocks": ["a"] } }, "is not a route of the docs"],
    [{ questions: { "/commands/block": [] } }, '"/commands/block" needs a non-empty list of questions'],
    [{ questions: { "/commands/block": ["ok", " "] } }, '"/commands/block": " " is not a question'],
    [{ questions: { "/commands/block": [3] } }, '"/commands/block": 3 is not a question'],
    [{ questions: { "/commands/block": ["x".repeat(MAX_QUESTION_LENGTH + 1)] } }, "is longer than 160 characters"],
  ])("fails on %j naming the file and the entry", (raw, message) => {
    expect(() => parseQuestions(raw, FILE)).toThrow(message)
    expect(() => parseQuestions(raw, FILE)).toThrow(/^content\/search-questions\.json: /)
  })
})

describe("questionRoute", () => {
  it("drops the base path, keeping the leading slash and the anchor", () => {
    expect(questionRoute("/docs/commands/block#timed-blocks", "/docs/")).toBe("/commands/block#timed-blocks")
    expect(questionRoute("/docs/", "/docs/")).toBe("/")
    expect(questionRoute("/docs/#who-pollaris-is-for", "/docs")).toBe("/#who-pollaris-is-for")
    expect(questionRoute("/commands/block", "/")).toBe("/commands/block")
  })
})

describe("unknownQuestionRoutes", () => {
  it("names each route that is no section, with the nearest one", () => {
    const map = parseQuestions(
      { questions: { "/commands/block#timed-blok": ["a"], "/faq": ["b"], "/gone": ["c"] } },
      FILE
    )
    expect(unknownQuestionRoutes(map, ["/commands/block#timed-blocks", "/faq"], FILE)).toEqual([
      'content/search-questions.json: "/commands/block#timed-blok" is no section of the docs. Did you mean "/commands/block#timed-blocks"?',
      'content/search-questions.json: "/gone" is no section of the docs.',
    ])
  })
})

describe("indexedQuestion", () => {
  it("leaves out the stop words, which the index leaves out, and keeps question words and identifiers", () => {
    expect(indexedQuestion("how do i stop the bot from posting in a thread")).toBe("how do i stop bot posting thread")
    expect(indexedQuestion("what is the max_choices of an /poll")).toBe("what max_choices /poll")
  })

  it("gives the same index words as the question", () => {
    const question = "can't see the results of an anonymous poll, why is it hidden from me?"
    expect(indexWords(indexedQuestion(question))).toEqual(indexWords(question))
  })
})
