# Sapphire Rapids: two read-modify-writes through an indexed address, in
# one cache line, and an addq.  Measured on the Emerald Rapids host with
# gcc-mca-measure: 1.48-1.49 cycles per iteration (32 bytes apart or in
# adjacent words alike; through (%rdi) and 4(%rdi) 0.96); with a nop
# between them 2.00.  Each takes three rename slots, only among the
# first three instructions of a cycle and whole, in one cycle
# (unlaminated-positions 3): the two fill a cycle, the addq and the next
# iteration's first share the next.  The model said 1.26 when the second
# could be split over two cycles, as split-dispatch lets other
# instructions be.
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 1.49
	addl	%ebx, (%rdi,%rax,4)
	addl	%ebx, 32(%rdi,%rax,4)
	addq	$16, %rax
