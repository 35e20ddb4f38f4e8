# Emerald Rapids: loads across two 64-byte lines go one a cycle.  Three
# vmovups ymm loads an iteration, each at 48 bytes into its line (the
# registers of the addresses taken as line-aligned): 3.19 cycles per
# iteration measured on the Emerald Rapids host with gcc-mca-measure,
# 1.51 at 32 bytes (within their lines); three movq at 60 bytes 3.18.
# Each holds its load port three cycles (`splitload'); before, 1.51.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 3.0
.L2:
	vmovups 48(%rdi), %ymm0
	vmovups 176(%rdi), %ymm1
	vmovups 304(%rdi), %ymm2
	decq %r10
	jne .L2
