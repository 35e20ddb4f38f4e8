/* embedded.h - the data files built into the library: the instruction
   table and the CPU models.  The definitions are generated at build time
   by models/embed.c from models/x86-64.isa and the models/NAME.model
   files.  */

#ifndef MCA_EMBEDDED_H
#define MCA_EMBEDDED_H

#include <stddef.h>

#define MCA_EMBEDDED_MAX_MODELS 64

struct mca_embedded_model
{
  const char *name;		/* the `model' line */
  const char *desc;		/* the `desc' line */
  const char *const *aliases;	/* the `alias' lines, NULL terminated */
  const char *text;
  size_t len;
};

extern const char mca_builtin_isa[];
extern const size_t mca_builtin_isa_len;
extern const struct mca_embedded_model mca_embedded_models[];
extern const size_t mca_embedded_model_count;

#endif /* MCA_EMBEDDED_H */
