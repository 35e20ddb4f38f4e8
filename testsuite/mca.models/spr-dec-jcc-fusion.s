# Emerald Rapids: decq and jne fuse into one slot, as subq $1 and jne do.
# Two loads, three addq $1 and the pair: 0.99 cycles per iteration
# measured on the Emerald Rapids host with gcc-mca-measure (with subq
# 1.01); with a third load 1.16 (seven slots of six a cycle).  Unfused,
# the body would take eight slots, 1.33 cycles.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 1.167
.L2:
	movq (%rdi), %r8
	movq 8(%rdi), %r9
	movq 16(%rdi), %rax
	addq $1, %r10
	addq $1, %r11
	addq $1, %rsi
	decq %rdx
	jne .L2
