/* json_layout.h - llvm-mca's layout of a JSON report: the views write
   their JSON compact and in their own order, and the report is laid out
   at the end as llvm::json prints it with an indent of two (keys of
   every object sorted, one member or element a line).  */

#ifndef MCA_JSON_LAYOUT_H
#define MCA_JSON_LAYOUT_H

#include <stdbool.h>
#include <stddef.h>

#include "strbuf.h"

/* Append the JSON value of TEXT (LEN bytes, as the views write it) to
   OUT in llvm-mca's layout, with a final newline.  Returns false, OUT
   unchanged, when TEXT is not one JSON value.  */
bool mca_json_layout (const char *text, size_t len, struct mca_strbuf *out);

#endif
