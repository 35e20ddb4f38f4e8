/* encode.h - the machine code of a region's instructions, for the
   instruction info view's -show-encoding columns.  GNU as encodes them:
   it runs as a child process on the instructions' text, and its listing
   gives each instruction's bytes.  */

#ifndef MCA_ENCODE_H
#define MCA_ENCODE_H

#include <stdbool.h>
#include <stddef.h>

#include "instr_desc.h"

/* An x86 instruction is at most 15 bytes long.  */
#define MCA_MAX_ENCODING 15

struct mca_encoding
{
  unsigned char bytes[MCA_MAX_ENCODING];
  unsigned char len;
};

/* Encode the N instructions *SRC[0..N-1] into OUT[0..N-1], in one run
   of the assembler (every region of a file at once).  A branch to a
   label is encoded with a zero displacement in its short form, and a
   symbol's address as zeros, as llvm-mca prints them (nothing is
   linked).  The assembler is `as' from PATH, or $GCC_MCA_AS.  Returns
   false with a message in ERR (ERRLEN bytes) when the assembler is
   missing or fails.  */
bool mca_encode (const struct mca_sinst *const *src, unsigned n,
		 struct mca_encoding *out, char *err, size_t errlen);

#endif
