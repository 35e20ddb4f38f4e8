# Zen 4: a read-modify-write to memory beside two independent loads: the
# RMW computes its address once, so the three memory operations fit the
# three AGUs in one cycle.  LLVM books the RMW two AGU operations and
# two memory pipeline slots: 1.33 cycles per iteration (llvm-mca-19:
# 1.34).
# SOURCE: gcc-mca-measure on the Zen 4 host: 1.02 cycles per iteration
# (with a third load 1.48; addq $1, incq, notq, shlq, sarq, adcq to
# memory in place of the xorq 1.02-1.03)
# CPU: znver4
# CYCLES: 1.02
	xorq	%rcx, (%rdi,%rax)
	movq	(%rsi,%rax), %r9
	movq	8(%rsi,%rax), %r10
	addq	$8, %rax
