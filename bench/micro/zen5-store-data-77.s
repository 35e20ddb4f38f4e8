# CPU: znver5
# MEASURED: 0.83
# four leaq and a fused testl and jne on a register the loop does not write: 0.83 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
	testl %r8d, %r8d
	jne .L1
