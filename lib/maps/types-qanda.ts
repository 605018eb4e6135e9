// Q&A API v1: retired by Google, kept by the simulator.

export type QandaAuthorType = "REGULAR_USER" | "LOCAL_GUIDE" | "MERCHANT";

export type QandaAuthor = { displayName?: string; profilePhotoUri?: string; type: QandaAuthorType };

export type Answer = {
  /** "locations/{l}/questions/{q}/answers/{answerId}" */
  name: string;
  author: QandaAuthor;
  upvoteCount?: number;
  text: string;
  createTime: string;
  updateTime: string;
};

export type Question = {
  /** "locations/{l}/questions/{q}" */
  name: string;
  author: QandaAuthor;
  upvoteCount?: number;
  text: string;
  createTime: string;
  updateTime: string;
  topAnswers?: Answer[];
  totalAnswerCount?: number;
};

export type ListQuestionsResponse = {
  questions?: Question[];
  totalSize?: number;
  nextPageToken?: string;
};

export type ListAnswersResponse = {
  answers?: Answer[];
  totalSize?: number;
  nextPageToken?: string;
};
