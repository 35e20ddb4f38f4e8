# CPU: znver5
# MEASURED: 1.05
# two compare-and-branch pairs on general registers and the loop's fused compare and branch: 1.05 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	cmpq %r8, %r9
	je .L2
	cmpq %r10, %r11
	je .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
