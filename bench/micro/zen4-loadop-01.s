# examples/loops.c:24 (count_above) as GCC 12 -O2 emits it: a load-op
# cmpl, setl into a zeroed register and an addl of it, beside the
# pointer's addq and a fused cmpq/jne on the pointer: 2.00 cycles per
# iteration in every process.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 2.00
	xorl %ecx,%ecx
	cmpl (%rdi),%edx
	setl %cl
	addq $4,%rdi
	addl %ecx,%eax
	cmpq %rsi,%rdi
	jne .L1
