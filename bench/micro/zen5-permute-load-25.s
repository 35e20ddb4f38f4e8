# CPU: znver5
# MEASURED: 2.00
# a chain of vpermb xmm from memory through its index: 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpermb (%rsi), %xmm0, %xmm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
