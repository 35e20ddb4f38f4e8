# Sapphire Rapids: a value moved from an xmm register to a general
# register and back, then a mask out and a move back.  Measured on this
# project's Intel machine with gcc-mca-measure: vmovq out and back 4.01
# cycles per iteration, vpmovmskb then vmovd 4.01, vcomiss, setb and
# vmovd 5.02, vpcmpd, kmovw and vmovd 7.12; LLVM gives every move 3
# cycles (6 for a round trip).  The moves out take 3 and the move in 1.
# Both chains here: 8.0.
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 8.0
	vmovq	%xmm0, %rax
	vmovq	%rax, %xmm0
	vpmovmskb	%xmm0, %eax
	vmovd	%eax, %xmm0
