/** One measured case: `run` once is one sample; the budget applies to the median sample. */
export interface Case {
  readonly name: string;
  readonly budgetMs: number;
  readonly samples: number;
  readonly run: () => void;
}
