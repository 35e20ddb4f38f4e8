/* address_fanout.h - loads that take their address from one register
   write, more of them than the core wakes at once.

   On Golden Cove (this project's Intel machine, gcc-mca-measure), a
   dependency chain through a load runs about 2 cycles slower when three
   or more loads take their address from the same new value of a
   register: shrx, leaq (%r12,%rax,4), %rax, then movzwl (%rax),
   movzbl 2(%rax) and movzbl 3(%rax), with the second feeding the
   chain, 11.75 cycles per iteration against 10.00 with two of the loads
   (Zstandard's Huffman decoders, huf_decompress.c:1287 and :401); with
   four, 12.26.  The model's `address-fanout-loads' and
   `address-fanout-cycles' (models/FORMAT) give the count the core takes
   without delay and the delay.  */

#ifndef MCA_ADDRESS_FANOUT_H
#define MCA_ADDRESS_FANOUT_H

#include "instr_desc.h"
#include "model.h"

/* Mark the address reads of the loads of the loop body SRC[0..N-1] (in
   program order, repeated) that share one write of a register with
   more than the model's address-fanout-loads others: each is needed
   address-fanout-cycles later (mca_read_desc's delay).  */
void mca_mark_address_fanout (struct mca_sinst *src, unsigned n,
			      const struct mca_model *m);

#endif /* MCA_ADDRESS_FANOUT_H */
