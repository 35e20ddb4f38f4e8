/* gcc-common.h - the GCC headers the plugin needs, in the order GCC 12
   requires them, and the few places where GCC versions differ.  Every
   plugin source includes this first and nothing else from GCC.  */

#ifndef MCA_GCC_COMMON_H
#define MCA_GCC_COMMON_H

#include "gcc-plugin.h"
#include "config.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "rtl.h"
#include "rtl-iter.h"
#include "memmodel.h"
#include "tm_p.h"
#include "emit-rtl.h"
#include "insn-config.h"
#include "recog.h"
#include "output.h"
#include "target.h"
#include "cfgloop.h"
#include "cfganal.h"
#include "dominance.h"
#include "profile-count.h"
#include "tree-pass.h"
#include "diagnostic-core.h"
#include "dumpfile.h"
#include "options.h"
#include "opts.h"
#include "toplev.h"
#include "langhooks.h"
#include "function.h"
#include "basic-block.h"
#include "cfg.h"
#include "cfgrtl.h"
#include "sreal.h"
#include "intl.h"
#include "pretty-print.h"
#include "context.h"

/* The plugin is built against GCC 12's headers and loaded only by that
   GCC (plugin_default_version_check); differences between GCC releases,
   when support for another is added, belong here.  */

#endif /* MCA_GCC_COMMON_H */
