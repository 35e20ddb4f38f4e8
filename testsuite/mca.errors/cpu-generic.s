# -mcpu=generic and -mcpu=x86-64 (llvm-mca's Sandy Bridge model, which
# gcc-mca lacks) take the nearest model, haswell, with a note that says
# so and why.
# RUN: -mcpu=generic
# RUN-x86_64: -mcpu=x86-64
# STDERR: using the nearest, `haswell' (llvm-mca uses LLVM's SandyBridgeModel
	addl	%eax, %ebx
	imull	%ecx, %edx
