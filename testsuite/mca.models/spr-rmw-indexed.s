# Sapphire Rapids: two read-modify-writes through an indexed address, in
# one cache line.  Measured on the Emerald Rapids host with
# gcc-mca-measure: 1.48 cycles per iteration (32 bytes apart or in
# adjacent words alike; through (%rdi) and 4(%rdi) 0.96).  An indexed
# read-modify-write takes four rename slots, as a load-op with an index
# takes two (unlaminate-indexed 2 in models/gen/core-params): nine slots
# with the addq, six a cycle.  The two stores commit together.  The
# model said 1.00 with the two slots uops.info counts without an index.
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 1.48
	addl	%ebx, (%rdi,%rax,4)
	addl	%ebx, 32(%rdi,%rax,4)
	addq	$16, %rax
