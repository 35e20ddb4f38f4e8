/* resource_words.h - a model's resources in plain words (their labels),
   and several units as one phrase.  */

#ifndef MCA_RESOURCE_WORDS_H
#define MCA_RESOURCE_WORDS_H

#include "model.h"

/* Resource RES of M in plain words: its label, else its name.  */
const char *mca_resource_words (const struct mca_model *m, unsigned res);

/* The N resources RES of M as one phrase (malloc-ed): "ports 0 and 6",
   "port 1 and load ports 2 and 3", "divider".  */
char *mca_units_words (const struct mca_model *m, const unsigned *res,
		       unsigned n);

#endif /* MCA_RESOURCE_WORDS_H */
