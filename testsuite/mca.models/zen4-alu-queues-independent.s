# Zen 4: five single-ALU operations a loop on four ALUs.  Measured on a
# Zen 4 host with gcc-mca-measure: 1.25 cycles per iteration.  With the
# cmpq reading %rcx, the chain beside it, the same loop measures 1.99:
# each operation is given an ALU queue at dispatch, and the next addq to
# %rcx waits behind the cmpq (bench/micro/zen4-int-61.s: 2.00 with the
# queues given in turn, 1.60 with the built-in rule, by room and then in
# turn; bind in models/FORMAT and models/gen/rules).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.254
	addq	$1, %rcx
	cmpq	%r14, %r10
	addq	$1, %rbx
	addq	$1, %r11
	addq	$1, %r13
